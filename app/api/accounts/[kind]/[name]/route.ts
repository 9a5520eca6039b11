export { GET, PUT, DELETE } from "@/features/accounts/server/routes/account";
