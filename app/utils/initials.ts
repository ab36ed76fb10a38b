/** Up to two capital letters from a name ("Alex Doe" → "AD"), as the site's logo mark shows. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
