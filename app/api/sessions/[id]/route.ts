export { DELETE } from "@/features/sessions/server/routes/session";
