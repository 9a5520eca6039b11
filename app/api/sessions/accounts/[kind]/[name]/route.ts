export { DELETE } from "@/features/sessions/server/routes/account-sessions";
