export { GET } from "@/features/api/server/routes/apidocs-asset";
