// The server renders rich text synchronously (renderToString never waits for a lazy component); the browser's
// build gets an empty module here and loads the renderer as its own chunk (static-portable-text.tsx).
export { PortableText } from "./portable-text";
