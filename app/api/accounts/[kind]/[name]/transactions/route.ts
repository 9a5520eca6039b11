export { GET } from "@/features/accounts/server/routes/account-transactions";
