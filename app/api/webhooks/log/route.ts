export { GET } from "@/features/webhooks/server/routes/log";
