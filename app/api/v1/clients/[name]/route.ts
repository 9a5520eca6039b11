export { GET, DELETE } from "@/features/api/server/routes/client";
