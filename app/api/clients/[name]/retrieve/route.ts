export { GET, POST } from "@/features/clients/server/routes/client-retrieve";
