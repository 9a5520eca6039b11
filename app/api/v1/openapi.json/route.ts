export { GET } from "@/features/api/server/routes/openapi";
