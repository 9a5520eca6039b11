export { PUT, DELETE } from "@/features/webhooks/server/routes/endpoint";
