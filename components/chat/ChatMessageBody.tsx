import Link from "next/link";
import type { ChatBlock, ChatInline } from "@/content/chat";
import { chatLinkKind } from "@/lib/chat";
import styles from "./ChatPanel.module.css";

// Renders a message from data: paragraphs, lists and links are elements built here, never HTML strings.

function Inline({ parts }: { parts: ChatInline | ChatInline[] }) {
  const list = Array.isArray(parts) ? parts : [parts];
  return list.map((part, i) => {
    if (typeof part === "string") return part;
    const kind = chatLinkKind(part.href);
    if (kind === "internal") {
      return (
        <Link key={i} href={part.href} className={styles.link}>
          {part.text}
        </Link>
      );
    }
    if (kind === "external") {
      return (
        <a key={i} href={part.href} className={styles.link}>
          {part.text}
        </a>
      );
    }
    return part.text;
  });
}

export function ChatMessageBody({ blocks }: { blocks: ChatBlock[] }) {
  return blocks.map((block, i) =>
    typeof block === "object" && !Array.isArray(block) ? (
      <ul key={i} className={styles.list}>
        {block.list.map((item, j) => (
          <li key={j}>
            <Inline parts={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <Inline parts={block} />
      </p>
    ),
  );
}
