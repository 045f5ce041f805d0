import Link from "@/components/i18n/Link";
import type { RichBlock, RichInline } from "@/lib/content/types";
import { richLinkKind, type LinkKind } from "@/lib/richText";

// Renders rich text from data (lib/content/types.ts): paragraphs, lists and links become elements built
// here, never HTML strings. `allowLink` decides which hrefs become links (the chat allows fewer).

interface RichTextOptions {
  linkClassName?: string;
  listClassName?: string;
  allowLink?: (kind: LinkKind, href: string) => boolean;
}

function Inline({ parts, options }: { parts: RichInline | readonly RichInline[]; options: RichTextOptions }) {
  // (Array.isArray does not narrow readonly arrays.)
  const list = (Array.isArray(parts) ? parts : [parts]) as readonly RichInline[];
  return list.map((part, i) => {
    if (typeof part === "string") return part;
    const kind = richLinkKind(part.href);
    if (!kind || (options.allowLink && !options.allowLink(kind, part.href))) return part.text;
    if (kind === "internal") {
      return (
        <Link key={i} href={part.href} className={options.linkClassName}>
          {part.text}
        </Link>
      );
    }
    return (
      <a
        key={i}
        href={part.href}
        className={options.linkClassName}
        {...(kind === "web" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {part.text}
      </a>
    );
  });
}

/** One line of text mixed with links, inside an element the caller owns (e.g. a styled paragraph). */
export function RichLine({ parts, ...options }: { parts: readonly RichInline[] } & RichTextOptions) {
  return <Inline parts={parts} options={options} />;
}

export function RichText({ blocks, ...options }: { blocks: RichBlock[] } & RichTextOptions) {
  return blocks.map((block, i) =>
    typeof block === "object" && !Array.isArray(block) ? (
      <ul key={i} className={options.listClassName}>
        {block.list.map((item, j) => (
          <li key={j}>
            <Inline parts={item} options={options} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <Inline parts={block} options={options} />
      </p>
    ),
  );
}
