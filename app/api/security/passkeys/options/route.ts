export { POST } from "@/features/security/server/routes/passkey-options";
