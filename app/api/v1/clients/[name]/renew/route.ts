export { POST } from "@/features/api/server/routes/client-renew";
