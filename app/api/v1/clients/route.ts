export { GET, POST } from "@/features/api/server/routes/clients";
