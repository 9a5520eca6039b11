export { GET, POST } from "@/features/accounts/server/routes/accounts";
