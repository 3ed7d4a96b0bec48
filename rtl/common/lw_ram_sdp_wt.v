// lw_ram_sdp_wt: simple dual-port RAM, one write port and one read port on one clock,
// registered read (one cycle of latency), WRITE-THROUGH: a read of the address being
// written in the same cycle returns the NEW data (lw_ram_sdp returns the old data).
// Use it where a pipeline reads a word in the cycle its producer writes it: the
// bypass sits in front of the read register, off the read data's path.
//
// STYLE = "bram":  a block RAM (ECP5 DP16KD, iCE40 SB_RAM40_4K, Xilinx RAMB) plus
//                  the bypass multiplexer.
// STYLE = "dist":  distributed RAM (ECP5 TRELLIS_DPR16X4, Xilinx RAM32M/RAM64M).
`default_nettype none
module lw_ram_sdp_wt #(
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
    wire through = we && (waddr == raddr);
    generate
        if (STYLE == "bram") begin : g_bram
            (* ram_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= through ? wdata : mem[raddr];
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
                if (re) rdata <= through ? wdata : mem[raddr];
            end
        end
    endgenerate
endmodule
`default_nettype wire
