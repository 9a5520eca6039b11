export { DELETE } from "@/features/sessions/server/routes/other-sessions";
