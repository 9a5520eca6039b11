export { GET, PUT } from "@/features/tickets/server/routes/ticket";
