export { POST } from "@/features/security/server/routes/remove";
