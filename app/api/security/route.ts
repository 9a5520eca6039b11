export { GET } from "@/features/security/server/routes/security";
