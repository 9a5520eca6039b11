export { GET, POST } from "@/features/tickets/server/routes/tickets";
