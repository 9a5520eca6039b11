export { GET } from "@/features/accounts/server/routes/owners";
