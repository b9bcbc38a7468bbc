import StaysApp

await StaysCommand.main()
