export { POST } from "@/features/messaging/server/routes/messages";
