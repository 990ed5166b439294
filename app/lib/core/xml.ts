/** Escapes text for XML content and attribute values (feeds, sitemaps). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
