export { GET } from "@/features/api/server/routes/client-subpackages";
