export { POST } from "@/features/security/server/routes/recovery-codes";
