export { POST } from "@/features/webhooks/server/routes/resend";
