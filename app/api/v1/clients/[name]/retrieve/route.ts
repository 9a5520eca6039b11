export { POST } from "@/features/api/server/routes/client-retrieve";
