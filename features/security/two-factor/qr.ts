import "server-only";
import QRCode from "qrcode";

/** The otpauth:// address as an SVG data URL for an <img>: drawn on the server, no QR code in the browser's bundle. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
