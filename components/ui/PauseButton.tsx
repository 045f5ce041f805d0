import { PauseIcon, PlayIcon } from "./icons";

/** The visible pause/play button of autoplaying content, named by `labels` (the short word is decorative). */
export function PauseButton({
  playing,
  onToggle,
  labels,
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onToggle} aria-label={playing ? labels.pause : labels.play}>
      {playing ? <PauseIcon /> : <PlayIcon />}
      <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
    </button>
  );
}
