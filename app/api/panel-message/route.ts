export { POST } from "@/features/messaging/server/routes/panel-message";
