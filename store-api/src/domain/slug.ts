/** The spec's product slug: lower case, spaces to hyphens, other characters except word characters and hyphens removed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replaceAll(' ', '-')
    .replace(/[^\w-]/g, '');
}
