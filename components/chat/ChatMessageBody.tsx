import type { ChatBlock } from "@/lib/chatCopy";
import { RichText } from "@/components/ui/RichText";
import { chatAllowsLink } from "@/lib/chat";
import styles from "./ChatPanel.module.css";

export function ChatMessageBody({ blocks }: { blocks: ChatBlock[] }) {
  return (
    <RichText blocks={blocks} linkClassName={styles.link} listClassName={styles.list} allowLink={chatAllowsLink} />
  );
}
