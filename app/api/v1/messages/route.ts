export { POST } from "@/features/api/server/routes/messages";
