export { GET, POST } from "@/features/webhooks/server/routes/endpoints";
