export { GET } from "@/features/reminders/server/routes/log";
