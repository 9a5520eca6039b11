export { POST } from "@/features/accounts/server/routes/account-credits";
