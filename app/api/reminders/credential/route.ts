export { DELETE } from "@/features/reminders/server/routes/credential";
