export { POST } from "@/features/security/server/routes/totp";
