export { POST } from "@/features/webhooks/server/routes/rotate";
