import type { InteractiveWords } from "@/lib/content/schemas/controls";
import { PauseIcon, PlayIcon } from "./icons";

/** The visible pause/play button of autoplaying content, named by `labels` (the short `words` are decorative). */
export function PauseButton({
  playing,
  onToggle,
  labels,
  words,
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  words: Pick<InteractiveWords, "pauseWord" | "playWord">;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onToggle} aria-label={playing ? labels.pause : labels.play}>
      {playing ? <PauseIcon /> : <PlayIcon />}
      <span aria-hidden="true">{playing ? words.pauseWord : words.playWord}</span>
    </button>
  );
}
