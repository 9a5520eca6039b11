export { GET } from "@/features/sessions/server/routes/sessions";
