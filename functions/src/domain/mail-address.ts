/** The bare address inside a sender like `Name <office@school.in>` (or the whole text when bare). */
export function addressOf(sender: string): string {
  return /<([^<>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}
