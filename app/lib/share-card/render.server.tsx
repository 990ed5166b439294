import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_IMAGE } from "~/lib/cms/images";
import type { ShareCardText } from "./card-url.server";

const require = createRequire(import.meta.url);
const font = (weight: 400 | 800) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

const CARD_PADDING = 72;

let assets: { fonts: { name: string; data: Buffer; weight: 400 | 800; style: "normal" }[]; mark: string } | undefined;

/** Inter and the brand mark, read once, on the first card. */
function cardAssets() {
  assets ??= {
    fonts: [
      { name: "Inter", data: font(400), weight: 400, style: "normal" },
      { name: "Inter", data: font(800), weight: 800, style: "normal" },
    ],
    mark: `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), "public", "brand", "mark.svg")).toString("base64")}`,
  };
  return assets;
}

/** A 1200×630 PNG link preview: the brand, the page's title and, where it has one, its price. */
export async function renderShareCard(card: ShareCardText, productName: string): Promise<Buffer> {
  const { fonts, mark } = cardAssets();
  const titleSize = card.title.length > 80 ? 52 : card.title.length > 48 ? 60 : 68;
  const svg = await satori(
    <div
      style={{
        // Sizes exclude the padding (content-box), so the padded card is exactly the image.
        width: SHARE_IMAGE.width - 2 * CARD_PADDING,
        height: SHARE_IMAGE.height - 2 * CARD_PADDING,
        display: "flex",
        flexDirection: "column",
        padding: CARD_PADDING,
        color: "#ffffff",
        fontFamily: "Inter",
        backgroundImage: "radial-gradient(circle at 85% 15%, #4338ca 0%, #1e1b4b 45%, #020617 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <img src={mark} width={80} height={80} alt="" />
        <div style={{ fontSize: 48, fontWeight: 800, letterSpacing: -1 }}>{productName}</div>
      </div>
      <div style={{ display: "flex", flexGrow: 1, alignItems: "center" }}>
        <div style={{ display: "flex", fontSize: titleSize, fontWeight: 800, lineHeight: 1.15, letterSpacing: -1, maxWidth: 1050 }}>
          {card.title}
        </div>
      </div>
      <div style={{ display: "flex", height: 72 }}>
        {card.price ? (
          <div
            style={{
              display: "flex",
              fontSize: 36,
              fontWeight: 800,
              color: "#e0e7ff",
              borderWidth: 3,
              borderStyle: "solid",
              borderColor: "#818cf8",
              borderRadius: 999,
              padding: "8px 32px",
            }}
          >
            {card.price}
          </div>
        ) : null}
      </div>
    </div>,
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts },
  );
  return new Resvg(svg).render().asPng();
}
