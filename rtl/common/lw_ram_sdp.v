// lw_ram_sdp: simple dual-port RAM, one write port and one read port on one clock,
// registered read (one cycle of latency).
//
// STYLE = "bram":  a block RAM (ECP5 DP16KD, iCE40 SB_RAM40_4K, Xilinx RAMB).
// STYLE = "dist":  distributed RAM (ECP5 TRELLIS_DPR16X4, Xilinx RAM32M/RAM64M);
//                  on iCE40, which has none, flip-flops (the flow defines LW_NO_LUTRAM there).
// Read-during-write to the same address returns the OLD data in both styles
// (read-first), so a core behaves the same with either memory.
`default_nettype none
module lw_ram_sdp #(
    parameter integer DEPTH = 16,
    parameter integer DW    = 32,
    parameter         STYLE = "dist"
) (
    input  wire                     clk,
    input  wire                     we,
    input  wire [$clog2(DEPTH)-1:0] waddr,
    input  wire [DW-1:0]            wdata,
    input  wire                     re,
    input  wire [$clog2(DEPTH)-1:0] raddr,
    output reg  [DW-1:0]            rdata
);
    generate
        if (STYLE == "bram") begin : g_bram
            (* ram_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= mem[raddr];
            end
        end else begin : g_dist
`ifdef LW_NO_LUTRAM
            (* ram_style = "logic" *)           // no distributed RAM (iCE40): flip-flops
`else
            (* ram_style = "distributed" *)
`endif
            reg [DW-1:0] mem [0:DEPTH-1];
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= mem[raddr];
            end
        end
    endgenerate
endmodule
`default_nettype wire
