export { POST } from "@/features/clients/server/routes/client-reset";
