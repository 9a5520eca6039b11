export { PUT } from "@/features/reminders/server/routes/reminders";
